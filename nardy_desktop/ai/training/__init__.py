"""What only training needs: self-play, fitting, their command lines; the game never imports it."""
