"""The interface of hexemonia: its board drawn as a scene, and clicks read as actions."""
