"""The Qt views: the card table, the dialogs, the score sheet.  They show and ask; the engine decides."""
