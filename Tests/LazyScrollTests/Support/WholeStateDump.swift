/// Everything a value holds, as `dump` writes it: every stored property at every depth, private
/// caches and NaNs included (which `==` would miss or call unequal). The engine's types are values, so
/// two dumps that are equal are two states that cannot be told apart. (No `Testing` here: the fuzz
/// targets compile this file too.)
func wholeState<Value>(of value: Value) -> String {
    var text = ""
    dump(value, to: &text, maxDepth: .max, maxItems: .max)
    return text
}
