"""Four-handed partnership piquet (VARIANTS.md section 4): its deal of four hands, partners opposite
(``deal``), the partie of games to 100 by side (``partie``), and its records (``record``)."""
