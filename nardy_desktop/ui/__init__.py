"""The game window: board scene, panels, dialogs."""
