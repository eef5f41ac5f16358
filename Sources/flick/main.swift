import Playground
print("flick")
