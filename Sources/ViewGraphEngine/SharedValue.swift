/// An immutable value behind one reference: whatever holds it copies as one retain, not
/// as a retain of each string, array and expression inside. Trace records keep their rare
/// large fields in one; a stored property's declaration lives in one (it is read out of
/// its type on every member access and write).
final class SharedValue<Wrapped> {
    let value: Wrapped

    init(_ value: Wrapped) {
        self.value = value
    }
}
