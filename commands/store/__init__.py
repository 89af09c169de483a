"""Event-store infrastructure: the sealing mapper, the keyring and the recorders that keep keys."""
