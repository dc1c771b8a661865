"""Play over the network: the wire format and, later, the host and the table that joins it."""
