"""The interface of hellas: its board drawn as a scene, and clicks read as actions."""

# Interim: the drawing module stands for the interface until its typed contract lands.
from . import board as INTERFACE  # noqa: E402,F401
