"""The errors the engine raises. Each message is a sentence a player understands."""


class IllegalCommand(ValueError):
    """A command the rules do not allow now. The state is left untouched."""


class ContentError(ValueError):
    """The content data breaks a rule the engine relies on."""


class SaveError(ValueError):
    """A saved game that cannot be loaded: malformed, truncated, foreign, newer or illegal."""
