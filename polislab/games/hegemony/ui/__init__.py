"""The interface of hegemony: its board drawn as a scene, and clicks read as actions."""
