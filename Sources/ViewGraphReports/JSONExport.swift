// `viewgraph export json` (DESIGN.md §5): the whole trace of a run, in a versioned
// schema for scripts, notebooks and slide generators. Keys are sorted and numbers
// spelled one way (`JSONValue`), so the same scenario gives byte-identical files.
//
// Schema, formatVersion 1 (times in microseconds of simulated time, costs in
// milliseconds rounded to the nanosecond):
//
//     { "formatVersion": 1,
//       "scenario": { "title", "file", "source", "variants", "displayHz", "budgetMs" },
//       "variant": "base", "exportedStep": 2,
//       "steps": [ { "index", "title", "line", "triggers", "changes", "frames": [
//                    (a change: { "kind", "target", "owner", "property", "step", "oldValue",
//                      "newValue", "differences": [ { "path", "kind", … } ], "line", "column",
//                      "site": "file:line:col" })
//                    { "index", "timeMicroseconds", "costMs", "hitch", "changes",
//                      "environmentChanges", "runs": [ { "view", "type", "reasons": [
//                        { "token": "@dependencies", "kind": "observable", … } ],
//                        "costMs", "work", "redrawn", "outputChange", "reads": [ { "object",
//                        "instance", "property", "chain", "site": "file:line:col" } ] } ],
//                      "rowContentRuns": [ { "rowContent", "owner", "id", "reasons", "costMs",
//                        "redrawn", "outputChange", "reads", "site" } ],
//                      "skips", "checks", "checked", "created", "destroyed", "events",
//                      "presentations": [ { "host", "presenter", "kind", "shown" } ] } ],
//                  "costMs", "budgetMs", "hitFrameCap", "warnings", "taskEvents",
//                  "printed", "findings", "expectations" } ],
//       "expectations": { "passed", "failed" },
//       "graph": { "step", "views": [ { "id", "name", "type", "parent", "status",
//                  "detail", "children", "environmentWrites",
//                  "dependencies": [ { "source", "label", "invalidated" } ] } ],
//                  "sources": [ { "id", "kind", "label", "group", "value", "status" } ],
//                  "groups" } | null,
//       "error": <diagnostic as in 'check --format json'> | null }
import ViewGraphDiagnostics
import ViewGraphEngine
import ViewGraphSyntax

package enum JSONExport {
    /// Bumped whenever a key is renamed or removed, or its meaning changes.
    package static let formatVersion = 1

    /// Everything the export shows, from one run of one variant.
    package struct Input {
        package var model: ScenarioModel
        package var source: SourceFile
        package var variant: String
        /// Step 0 (the first render) through the exported step.
        package var steps: [StepTrace]
        package var expectations: [ExpectationResult]
        /// The simulation, whose graph is the one after the last step in `steps`.
        package var simulation: Simulation?
        package var error: Diagnostic?

        package init(
            model: ScenarioModel, source: SourceFile, variant: String, steps: [StepTrace],
            expectations: [ExpectationResult], simulation: Simulation?, error: Diagnostic?
        ) {
            self.model = model
            self.source = source
            self.variant = variant
            self.steps = steps
            self.expectations = expectations
            self.simulation = simulation
            self.error = error
        }
    }

    package static func render(_ input: Input) -> String {
        document(input).serialized
    }

    package static func document(_ input: Input) -> JSONValue {
        let encoder = Encoder(source: input.source)
        var scenario: [String: JSONValue] = [
            "title": .string(input.model.title),
            "file": .string(fileName(input.source.path)),
            "source": input.model.source.map(JSONValue.string) ?? .null,
            "variants": .array(input.model.variantNames.map(JSONValue.string)),
        ]
        if let simulation = input.simulation {
            scenario["displayHz"] = .double(simulation.displayHertz)
            scenario["budgetMs"] = milliseconds(simulation.budget)
        }
        var graph = JSONValue.null
        if let simulation = input.simulation, let last = input.steps.last {
            graph = encoder.graph(GraphSnapshot(simulation: simulation, step: last))
        }
        var error = JSONValue.null
        if let diagnostic = input.error,
            case .object(let members) = DiagnosticJSONRenderer.document([
                DiagnosticBatch(source: input.source, diagnostics: [diagnostic])
            ]),
            case .array(let entries)? = members["diagnostics"], let first = entries.first
        {
            error = first
        }
        let passed = input.expectations.filter(\.passed).count
        return .object([
            "formatVersion": .int(formatVersion),
            "scenario": .object(scenario),
            "variant": .string(input.variant),
            "exportedStep": input.steps.last.map { .int($0.index) } ?? .null,
            "steps": .array(
                input.steps.map { step in
                    encoder.step(
                        step, expectations: input.expectations.filter { $0.step == step.title && step.index > 0 })
                }),
            "expectations": .object([
                "passed": .int(passed), "failed": .int(input.expectations.count - passed),
            ]),
            "graph": graph,
            "error": error,
        ])
    }

    /// The last path component, so exports do not depend on where the file sits.
    static func fileName(_ path: String) -> String {
        String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path))
    }

    /// Seconds → milliseconds, rounded to the nanosecond so float noise never shows.
    static func milliseconds(_ seconds: Double) -> JSONValue {
        .double((seconds * 1_000_000_000).rounded() / 1_000_000)
    }
}

// MARK: - Encoding

extension JSONExport {
    private struct Encoder {
        let source: SourceFile

        /// Line and column in the file the place is in; `file` too when that is not the
        /// scenario (an included Swift file, or `<input>` for a step typed in the REPL).
        func position(_ range: SourceRange) -> [String: JSONValue] {
            let start = source.location(of: range.start)
            var members: [String: JSONValue] = ["line": .int(start.line), "column": .int(start.column)]
            if start.path != source.path { members["file"] = .string(start.path) }
            return members
        }

        /// `file:line:col`, as diagnostics name a place.
        func site(_ range: SourceRange) -> JSONValue {
            let start = source.location(of: range.start)
            return .string("\(start.path):\(start.line):\(start.column)")
        }

        func step(_ step: StepTrace, expectations: [ExpectationResult]) -> JSONValue {
            var members = position(step.range)
            members["index"] = .int(step.index)
            members["title"] = .string(step.title)
            members["triggers"] = .array(step.triggers.map(trigger))
            members["changes"] = .array(step.changes.map(change))
            members["frames"] = .array(step.frames.map { frame($0, step: step) })
            members["costMs"] = milliseconds(step.frames.reduce(0) { $0 + $1.cost })
            members["budgetMs"] = milliseconds(step.budget)
            members["hitFrameCap"] = .bool(step.hitFrameCap)
            members["warnings"] = .array(
                step.warnings.map { warning in
                    var fields = position(warning.site)
                    fields["message"] = .string(warning.message)
                    fields["rule"] = .string(warning.rule)
                    return .object(fields)
                })
            members["taskEvents"] = .array(step.taskEvents.map(taskEvent))
            members["printed"] = .array(step.printed.map(JSONValue.string))
            members["findings"] = .array(step.findings.map(finding))
            members["expectations"] = .array(expectations.map(expectation))
            return .object(members)
        }

        func trigger(_ trigger: Trigger) -> JSONValue {
            var members = position(trigger.site)
            members["kind"] = .string(name(of: trigger.kind))
            members["description"] = .string(trigger.description)
            members["action"] = trigger.action.map(JSONValue.string) ?? .null
            return .object(members)
        }

        func change(_ change: StateChange) -> JSONValue {
            var members = position(change.site)
            members["site"] = site(change.site)
            members["kind"] = .string(name(of: change.kind))
            members["target"] = .string(change.target)
            members["owner"] = .string(change.owner)
            members["property"] = .string(change.property)
            members["step"] = .int(change.step)
            members["differences"] = .array(
                change.differences.map { difference in
                    var members: [String: JSONValue] = ["path": .string(difference.path)]
                    switch difference.change {
                    case .changed(let old, let new):
                        members["kind"] = .string("changed")
                        members["oldValue"] = .string(old)
                        members["newValue"] = .string(new)
                    case .inserted(let value):
                        members["kind"] = .string("inserted")
                        members["newValue"] = .string(value)
                    case .removed(let value):
                        members["kind"] = .string("removed")
                        members["oldValue"] = .string(value)
                    case .count(let old, let new):
                        members["kind"] = .string("count")
                        members["oldCount"] = .int(old)
                        members["newCount"] = .int(new)
                    case .more:
                        // More places differ than the list holds.
                        members["kind"] = .string("more")
                    }
                    return .object(members)
                })
            members["oldValue"] = .string(change.oldValue)
            members["newValue"] = .string(change.newValue)
            members["duringBody"] = .bool(change.duringBody)
            members["unchanged"] = .bool(change.unchanged)
            return .object(members)
        }

        func frame(_ frame: FrameTrace, step: StepTrace) -> JSONValue {
            .object([
                "index": .int(frame.index),
                "timeMicroseconds": .int(Int(frame.time)),
                "costMs": milliseconds(frame.cost),
                "hitch": .bool(step.index > 0 && frame.cost > step.budget),
                "changes": .array(frame.changes.map(change)),
                "environmentChanges": .array(frame.environmentChanges.map { .string($0.description) }),
                "runs": .array(frame.runs.filter { $0.node.isRoot == false }.map(run)),
                "rowContentRuns": .array(frame.rowRuns.map(rowRun)),
                "skips": .array(
                    frame.skips.map { skip in
                        .object([
                            "view": .string(skip.node.displayName), "type": .string(skip.node.type.name),
                            "reason": skipReason(skip.reason),
                        ])
                    }),
                // Views compared and not run (R2, R7.1): what "checked" counts everywhere.
                "checked": .array(frame.checkedViews.map { .string($0.displayName) }),
                "checks": .array(
                    frame.checks.map { check in
                        .object([
                            "view": .string(check.node.displayName), "type": .string(check.node.type.name),
                            "keys": .array(check.keys.map { .string($0.description) }),
                        ])
                    }),
                "created": .array(frame.created.filter { $0.isRoot == false }.map { .string($0.displayName) }),
                "destroyed": .array(frame.destroyed.map { .string($0.displayName) }),
                "events": .array(frame.events.map(JSONValue.string)),
                // Sheets, alerts and pushed destinations that began, ended, changed their
                // item or redrew their content (R0.6, R0.7): host updates, not body runs.
                "presentations": .array(
                    frame.presentations.map { change in
                        .object([
                            "host": .string(change.host.displayName),
                            "presenter": change.host.parent.map { .string($0.displayName) } ?? .null,
                            "kind": .string("\(change.kind)"),
                            "shown": .array(change.shown.map(JSONValue.string)),
                        ])
                    }),
            ])
        }

        func run(_ run: BodyRun) -> JSONValue {
            .object([
                "view": .string(run.node.displayName),
                "type": .string(run.node.type.name),
                "reasons": .array(run.reasons.map(reason)),
                "costMs": milliseconds(run.cost),
                "work": .array(
                    run.work.map { item in .object(["name": .string(item.name), "costMs": milliseconds(item.cost)]) }),
                "redrawn": .bool(run.redrawn),
                "outputChange": run.outputChange.map(JSONValue.string) ?? .null,
                "reads": .array(run.reads.map(observableRead)),
            ])
        }

        /// One @Observable read a run made, with its site.
        func observableRead(_ read: ObservableRead) -> JSONValue {
            .object([
                "object": .string(read.object.type.name),
                "instance": .string(read.object.displayName),
                "property": .string(read.propertyName),
                "chain": .array(read.chain.map(JSONValue.string)),
                "site": site(read.site),
            ])
        }

        /// A ForEach row content that ran alone: its owner's body did not (R2.7).
        func rowRun(_ run: RowContentRun) -> JSONValue {
            .object([
                "rowContent": .string(run.displayName),
                "owner": .string(run.owner.displayName),
                "id": .string(run.content.idText),
                "reasons": .array(run.reasons.map(reason)),
                "costMs": milliseconds(run.cost),
                "redrawn": .bool(run.redrawn),
                "outputChange": run.outputChange.map(JSONValue.string) ?? .null,
                "reads": .array(run.reads.map(observableRead)),
                "site": site(run.range),
            ])
        }

        func reason(_ reason: RunReason) -> JSONValue {
            var members: [String: JSONValue] = ["token": .string(reason.token)]
            switch reason {
            case .created:
                members["kind"] = .string("created")
            case .inputChanged(let field, let difference, let others):
                members["kind"] = .string("inputChanged")
                members["field"] = .string(field)
                members["detail"] = .string(difference.description)
                if others.isEmpty == false {
                    members["others"] = .array(
                        others.map {
                            .object(["field": .string($0.field), "detail": .string($0.difference.description)])
                        })
                }
            case .state(let name, let oldValue, let newValue):
                members["kind"] = .string("state")
                members["name"] = .string(name)
                members["oldValue"] = .string(oldValue)
                members["newValue"] = .string(newValue)
            case .binding(let property, let source, _, let oldValue, let newValue):
                members["kind"] = .string("binding")
                members["name"] = .string(property)
                members["source"] = .string(source)
                members["oldValue"] = .string(oldValue)
                members["newValue"] = .string(newValue)
            case .otherViewState(let source, _, let oldValue, let newValue):
                members["kind"] = .string("otherViewState")
                members["source"] = .string(source)
                members["oldValue"] = .string(oldValue)
                members["newValue"] = .string(newValue)
            case .observable(let object, let property, let chain, let change):
                members["kind"] = .string("observable")
                members["object"] = .string(object)
                members["property"] = .string(property)
                members["chain"] = .array(chain.map(JSONValue.string))
                members["change"] = .string(change.description)
            case .objectWillChange(let object, let wrapper, let properties, let readIt):
                members["kind"] = .string("objectWillChange")
                members["object"] = .string(object)
                members["wrapper"] = .string(wrapper)
                // The first property set, as before; `properties` lists every one the batch set.
                members["property"] = .string(properties.first ?? "")
                members["properties"] = .array(properties.map(JSONValue.string))
                members["readIt"] = .bool(readIt)
            case .environment(let key, let oldValue, let newValue):
                members["kind"] = .string("environment")
                members["key"] = .string(key.description)
                members["oldValue"] = .string(oldValue)
                members["newValue"] = .string(newValue)
            }
            return .object(members)
        }

        func skipReason(_ reason: SkipReason) -> JSONValue {
            switch reason {
            case .inputsEqual:
                return .object(["kind": .string("inputsEqual")])
            case .equatableReturnedTrue(let ignored):
                return .object([
                    "kind": .string("equatableReturnedTrue"),
                    "ignoredDifferingFields": .array(ignored.map(JSONValue.string)),
                ])
            case .environmentUnchanged(let keys):
                return .object([
                    "kind": .string("environmentUnchanged"),
                    "changedKeys": .array(keys.map { .string($0.description) }),
                ])
            }
        }

        func taskEvent(_ event: TaskEvent) -> JSONValue {
            let kind: String
            switch event.kind {
            case .started: kind = "started"
            case .cancelled: kind = "cancelled"
            case .timerFired: kind = "timerFired"
            case .finished: kind = "finished"
            }
            return .object([
                "kind": .string(kind), "task": .string(event.task), "timeMicroseconds": .int(Int(event.time)),
                "ownerGone": .bool(event.ownerGone), "unstructured": .bool(event.unstructured),
                "origin": .string(event.origin),
            ])
        }

        func finding(_ finding: Finding) -> JSONValue {
            var members: [String: JSONValue] = [
                "id": .string(finding.id),
                "views": .array(finding.views.map(JSONValue.string)),
                "headline": .string(finding.headline),
                "explanation": .string(finding.explanation),
                "fix": .string(finding.fix),
                "variant": finding.variant.map(JSONValue.string) ?? .null,
            ]
            if let kind = FindingCatalogue.kind(finding.id) {
                members["rules"] = .array(kind.rules.map(JSONValue.string))
                members["guide"] = .string(kind.guidePath)
            }
            return .object(members)
        }

        func expectation(_ result: ExpectationResult) -> JSONValue {
            var members = position(result.expectation.range)
            members["text"] = .string(source.text(in: result.expectation.range))
            members["passed"] = .bool(result.passed)
            members["failure"] = result.failure.map { .string($0.message) } ?? .null
            members["notes"] = .array((result.failure?.notes ?? []).map { .string($0.message) })
            return .object(members)
        }

        func graph(_ graph: GraphSnapshot) -> JSONValue {
            var views: [JSONValue] = []
            var sources: [JSONValue] = []
            for node in graph.nodes {
                var members: [String: JSONValue] = [
                    "id": .string(node.id),
                    "label": .string(node.label),
                    "status": .string(node.status.rawValue),
                    "detail": node.detail.map(JSONValue.string) ?? .null,
                ]
                if node.kind.isBox {
                    members["name"] = .string(node.label)
                    members["type"] = node.typeName.map(JSONValue.string) ?? .null
                    if let redrawn = node.redrawn { members["redrawn"] = .bool(redrawn) }
                    if node.kind == .rowContent { members["kind"] = .string(node.kind.rawValue) }
                    members["parent"] =
                        graph.edges.first { $0.kind == .tree && $0.to == node.id }.map { .string($0.from) } ?? .null
                    members["children"] = .array(
                        graph.edges.filter { $0.kind == .tree && $0.from == node.id }.map { .string($0.to) })
                    members["dependencies"] = .array(
                        graph.edges.filter { $0.kind == .dependency && $0.from == node.id }.map { edge in
                            .object([
                                "source": .string(edge.to),
                                "label": edge.label.map(JSONValue.string) ?? .null,
                                "invalidated": .bool(edge.isHot),
                            ])
                        })
                    members["environmentWrites"] = .array(
                        graph.edges.filter { $0.kind == .environmentWrite && $0.from == node.id }.map { .string($0.to) }
                    )
                    views.append(.object(members))
                } else {
                    members["kind"] = .string(node.kind.rawValue)
                    members["group"] = node.group.map(JSONValue.string) ?? .null
                    members["value"] = node.value.map(JSONValue.string) ?? .null
                    sources.append(.object(members))
                }
            }
            return .object([
                "step": .int(graph.stepIndex),
                "views": .array(views),
                "sources": .array(sources),
                "groups": .array(
                    graph.groups.map { group in .object(["id": .string(group.id), "label": .string(group.label)]) }),
            ])
        }

        func name(of kind: Trigger.Kind) -> String {
            switch kind {
            case .tap: "tap"
            case .submit: "submit"
            case .refresh: "refresh"
            case .scene: "scene"
            case .statement: "statement"
            case .scroll: "scroll"
            case .wait: "wait"
            case .every: "every"
            case .frames: "frames"
            case .delete: "delete"
            case .move: "move"
            }
        }

        func name(of kind: StateChange.Kind) -> String {
            switch kind {
            case .observableSet: "observableSet"
            case .observableModify: "observableModify"
            case .observableDeduped: "observableDeduped"
            case .published: "published"
            case .stateSet: "stateSet"
            case .stateUnchanged: "stateUnchanged"
            case .stateDropped: "stateDropped"
            case .objectWillChangeSend: "objectWillChangeSend"
            }
        }
    }
}
