"""The app's fonts, theme, words, rules text, icon and sounds, installed with it as the package
`xerxes_app.assets` (pyproject.toml maps this folder there) and found through
`xerxes_app.resources`, whether the app runs from a checkout, a wheel or a bundle."""
