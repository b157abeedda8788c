"""The errors the engine raises. Each message is a sentence a player understands."""


class IllegalCommand(ValueError):
    """A command the rules do not allow now. The state is left untouched.

    It carries a message id of `messages.py` with its values, so that a screen can say why in
    its own language; `str()` gives the English sentence. A sentence given whole stands for itself."""

    def __init__(self, message: str, *values):
        super().__init__(message, *values)
        self.message = message
        self.values = values

    def __str__(self) -> str:
        # Imported here: the messages read the content, which reports its own errors from this module.
        from .messages import render

        return render(self.message, self.values)


class ContentError(ValueError):
    """The content data breaks a rule the engine relies on."""


class SaveError(ValueError):
    """A saved game that cannot be loaded: malformed, truncated, foreign, newer or illegal."""
