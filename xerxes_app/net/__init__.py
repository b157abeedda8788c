"""Network play: one server, the game's only authority, and clients that each see only their
seats' views (R25). See docs/network.md; the frames are documented in protocol.py."""
