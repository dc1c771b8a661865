"""Play over the network."""
