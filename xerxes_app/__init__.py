"""Xerxes (AlcyonCreative, 2018) as a desktop board game."""
