// libedit through its readline-compatible header (DESIGN.md §7). Swift 6 cannot
// touch the C globals (rl_*, stdin) directly, so small inline functions wrap them.
#ifndef VIEWGRAPH_CEDITLINE_SHIM_H
#define VIEWGRAPH_CEDITLINE_SHIM_H

#include <stdio.h>
#include <stdlib.h>
#include <locale.h>
#include <editline/readline.h>

#endif
