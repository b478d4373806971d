// Controls that read their own bindings (R6.1, R6.4). A body that builds
// `Toggle("On", isOn: $flag)` hands the binding on without reading `flag`: the control
// reads it in its own update. So the body does not depend on the value; the control is
// registered with the binding's source (a state cell, an object's stored property), and
// when the source changes the control alone is brought up to date, in the next frame,
// while the body that built it does not run. A `Binding(get:set:)` or `.constant` is
// read by the body as before (its getter's reads are not followed here).
// Cost: proportional to the controls bound to the changed source.

/// An object's stored property, as a key of the controls bound to it.
struct ObjectFieldKey: Hashable {
    let object: ObjectIdentifier
    let field: Int
}

extension Simulation {
    /// What a control's binding leads to, when it is a source the simulation follows.
    private enum ControlSource {
        case state(StateBox)
        case object(ObjectInstance, field: Int)
    }

    private static func controlSource(of location: BindingLocation) -> ControlSource? {
        switch location {
        case .state(let box):
            return .state(box)
        case .objectProperty(let object, let name):
            return object.type.storedIndex[name].map { .object(object, field: $0) }
        case .member(let parent, _), .element(let parent, _), .defaultedElement(let parent, _, _):
            return controlSource(of: parent)
        case .computed, .constant:
            return nil
        }
    }

    package func bindControl(_ control: ViewValue, argument: Int, to location: BindingLocation) -> Bool {
        guard let node = runningBodyNode, node.isRoot == false, let source = Self.controlSource(of: location) else {
            return false
        }
        switch source {
        case .state(let box):
            box.controlOwners[ObjectIdentifier(node)] = node.link
        case .object(let object, let field):
            controlOwnersByField[ObjectFieldKey(object: ObjectIdentifier(object), field: field), default: [:]][
                ObjectIdentifier(node)] = node.link
        }
        node.boundControls.append(BoundControl(view: control, argument: argument, location: location))
        // A ForEach row content that runs again alone (R2.7) binds its controls again while
        // its view's body does not run: the list drops the replaced ones now and then.
        if node.boundControls.count % Self.boundControlsPruneInterval == 0, let output = node.output {
            let shown = Self.viewValues(in: output)
            node.boundControls.removeAll { shown.contains(ObjectIdentifier($0.view)) == false && $0.view !== control }
        }
        return true
    }

    /// How many bound controls a view collects before those no longer on screen are dropped.
    private static let boundControlsPruneInterval = 256

    /// A state cell changed: the views that built controls bound to it bring them up to
    /// date in the next frame.
    func controlSourceChanged(_ box: StateBox) {
        scheduleControlRefresh(box.controlOwners.values)
    }

    /// An object's stored property is about to change (see `controlSourceChanged(_:)`).
    func controlSourceChanged(_ object: ObjectInstance, field: Int) {
        guard let owners = controlOwnersByField[ObjectFieldKey(object: ObjectIdentifier(object), field: field)] else {
            return
        }
        scheduleControlRefresh(owners.values)
    }

    private func scheduleControlRefresh(_ owners: some Sequence<NodeLink>) {
        for link in owners {
            guard let node = link.target, node.isAlive else { continue }
            pendingControlOwners[node.serial] = node
        }
    }

    /// Brings the bound controls of each scheduled view up to date, in tree order of
    /// creation; a view whose body ran in this frame built its controls afresh.
    func refreshBoundControls() {
        let owners = pendingControlOwners.keys.sorted().compactMap { pendingControlOwners[$0] }
        pendingControlOwners = [:]
        for node in owners where node.isAlive && node.lastRunFrame != frameIndex {
            guard let output = node.output, node.boundControls.isEmpty == false else { continue }
            var shown: Set<ObjectIdentifier>?
            var updated: [String] = []
            for control in node.boundControls where control.argument < control.view.arguments.count {
                guard let current = currentValue(of: control) else { continue }
                if interpreter.valuesEqual(current, control.view.arguments[control.argument].value) { continue }
                if shown == nil { shown = Self.viewValues(in: output) }
                // A control of an earlier run of a row's content, replaced since: not on screen.
                guard shown!.contains(ObjectIdentifier(control.view)) else { continue }
                control.view.arguments[control.argument].value = current
                updated.append(control.view.primitiveName ?? "control")
            }
            if let shown {
                node.boundControls.removeAll { shown.contains(ObjectIdentifier($0.view)) == false }
            }
            guard updated.isEmpty == false else { continue }
            let change = renderLines(of: node, output, compare: true).change
            frame?.controlUpdates.append(ControlUpdate(node: node, controls: updated, screenChange: change))
        }
    }

    /// The binding's value now, read by the control (no body depends on it); nil when it
    /// no longer leads anywhere (the row it pointed into was removed).
    private func currentValue(of control: BoundControl) -> Value? {
        try? interpreter.untracked { try interpreter.readBinding(control.location, at: control.view.range) }
    }

    /// Every view value in a body's output.
    private static func viewValues(in output: ViewValue) -> Set<ObjectIdentifier> {
        var found: Set<ObjectIdentifier> = []
        var pending = [output]
        while let view = pending.popLast() {
            guard found.insert(ObjectIdentifier(view)).inserted else { continue }
            pending.append(contentsOf: view.children)
        }
        return found
    }
}
