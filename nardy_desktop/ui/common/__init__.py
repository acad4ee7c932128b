"""What every part of the window shares: plain text, words, retranslation, settings."""
