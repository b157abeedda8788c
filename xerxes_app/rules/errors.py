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


class Sentence(str):
    """A sentence for the player about files and names, in English, that also carries the id of
    its words in the screens' catalogues and their values, so a screen can say it in its own
    language. A value may be a Sentence itself."""

    key: str
    values: dict

    def __new__(cls, english: str, key: str, **values) -> "Sentence":
        sentence = super().__new__(cls, english)
        sentence.key = key
        sentence.values = values
        return sentence


def damaged(detail: str) -> SaveError:
    """A saved game damaged as `detail` says (in the save's own terms: its fields, in English)."""
    return SaveError(Sentence(f"The saved game is damaged: {detail}.", "problem.damaged", detail=detail))
