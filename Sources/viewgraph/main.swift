// The `viewgraph` executable: parse the command line, run the command, exit.
// Everything testable lives in ViewGraphDriver (CommandLine/…); this file stays thin.
import Foundation
import ViewGraphDriver

#if canImport(Glibc)
    // Before anything else: the heap of a large scenario on huge pages (HugePages.swift).
    HugePages.restartWithHugePagesIfNeeded()
#endif
// A closed pipe (`viewgraph run x | head`) ends output quietly instead of killing the process.
signal(SIGPIPE, SIG_IGN)
// `include "Models.swift"` reads through the executable, which does the I/O.
Pipeline.readIncludedFile = SourceReading.readIncluded
exit(ViewGraphTool.main(arguments: Array(CommandLine.arguments.dropFirst())))
