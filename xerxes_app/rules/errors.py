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
        return _in_english[0](self.message, self.values)


# How a refusal is put into English words: `messages.render`, handed over by messages.py as it
# loads (it reads the content, which reports its errors from here, so this module cannot import it).
_in_english: list = [lambda message, values: message]


def words_in_english(render) -> None:
    _in_english[0] = render


class ContentError(ValueError):
    """The content data breaks a rule the engine relies on."""


class SaveError(ValueError):
    """A saved game that cannot be loaded: malformed, truncated, foreign, newer or illegal."""
