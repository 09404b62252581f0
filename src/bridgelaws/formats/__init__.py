"""File formats. These depend on the core, never the other way round."""
