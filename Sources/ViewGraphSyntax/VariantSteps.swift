import ViewGraphDiagnostics

/// How variants change a scenario's steps (DESIGN.md §2.2): a variant's
/// `step "TITLE" { … }` replaces the inherited step of that title (keeping its place) or,
/// when no step has that title, adds one after the last; `drop step "TITLE"` leaves an
/// inherited step out. A chain of variants applies from the one nearest the base to the
/// variant itself. Shared by the checker (which reports problems) and the scenario model.
package enum VariantSteps {
    /// Where a variant's step comes from.
    package enum Origin: Equatable, Sendable {
        /// The base scenario's step, unchanged.
        case base
        /// Redefined by the named variant (same title, new actions).
        case redefined(by: String)
        /// Added by the named variant.
        case added(by: String)
    }

    package struct Step {
        package var block: StepBlock
        package var origin: Origin
    }

    /// A `drop step` that names no inherited step.
    package struct UnknownDrop {
        package var variant: String
        package var title: Identifier
        /// The titles it could have named.
        package var titles: [String]
    }

    /// The steps of `chain.last` (the base's steps when the chain is empty), in order.
    package static func apply(
        _ chain: [VariantBlock], to base: [StepBlock], unknownDrop: (UnknownDrop) -> Void = { _ in }
    ) -> [Step] {
        var steps = base.map { Step(block: $0, origin: .base) }
        for link in chain {
            for dropped in link.droppedSteps {
                guard let index = steps.firstIndex(where: { $0.block.title == dropped.name }) else {
                    unknownDrop(UnknownDrop(variant: link.name, title: dropped, titles: steps.map(\.block.title)))
                    continue
                }
                steps.remove(at: index)
            }
            for block in link.steps {
                if let index = steps.firstIndex(where: { $0.block.title == block.title }) {
                    let origin: Origin =
                        if case .added = steps[index].origin { .added(by: link.name) } else {
                            .redefined(by: link.name)
                        }
                    steps[index] = Step(block: block, origin: origin)
                } else {
                    steps.append(Step(block: block, origin: .added(by: link.name)))
                }
            }
        }
        return steps
    }
}
