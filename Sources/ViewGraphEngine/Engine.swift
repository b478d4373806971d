// The engine module's entry: re-exports what the driver and reports need. The
// engine models SwiftUI's update machinery (Guides/Rules.md, R0–R13); each file says
// which rules it implements and how faithfully.
import ViewGraphSyntax
