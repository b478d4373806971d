import ViewGraphDriver
import ViewGraphREPL
print("viewgraph")
