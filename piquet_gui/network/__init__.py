"""Play over the network (PROTOCOL.md): the wire format of the seat window's values (``codec``, its parts in
``wire``), the messages a joining program may send and the host's (``messages``), and the fair deal nobody can
stack (``fair_deal``); the host and the table that joins it come next."""
