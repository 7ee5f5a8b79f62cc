"""The interface of hellas: its board drawn as a scene, and clicks read as actions."""
