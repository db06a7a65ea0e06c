// libFuzzer entry point for a ScrollController driven like a front end (ControllerFuzzScenario). The work is in
// Tests/LazyScrollTests/Support/ControllerFuzzInput.swift, which the tests compile too (FuzzRegressionTests
// replays the saved inputs of Fuzz/Regressions/controller); a mismatch with the model calls fatalError
// (Fuzz/Support/FuzzCheck.swift).

@_cdecl("LLVMFuzzerTestOneInput")
public func lazyScrollControllerFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    runControllerFuzzInput(Array(UnsafeBufferPointer(start: data, count: size)))
    return 0
}
