"""The example saved games, installed with the app as the package `xerxes_app.saves`
(pyproject.toml maps this folder there) and found through `xerxes_app.resources`."""
