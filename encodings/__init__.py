"""ASP encodings of Dung semantics, shipped as package data (``*.lp``)."""
