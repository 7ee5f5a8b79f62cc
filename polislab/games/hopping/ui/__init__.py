"""The interface of hopping: its board drawn as a scene, and clicks read as actions."""
