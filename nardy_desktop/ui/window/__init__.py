"""The main window and its chrome: menus, side panels, status line, layout, dialogs."""
