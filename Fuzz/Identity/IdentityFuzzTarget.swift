// libFuzzer entry point for identity differences applied to a virtualizer. The work is in
// Tests/LazyScrollTests/Support/IdentityFuzzInput.swift, which the tests compile too (FuzzRegressionTests
// replays the saved inputs of Fuzz/Regressions/identity); a mismatch with the model calls fatalError
// (Fuzz/Support/FuzzCheck.swift).

@_cdecl("LLVMFuzzerTestOneInput")
public func lazyScrollIdentityFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runIdentityFuzzInput(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
