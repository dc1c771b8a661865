"""Three-handed piquet, Piquet normand (VARIANTS.md section 3): its deal of three hands (``deal``), the
partie that plays them and then the two-handed deals once a player is out (``partie``), and its records
(``record``)."""
