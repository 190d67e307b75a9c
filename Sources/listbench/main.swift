print("listbench: not built yet")
