/// The hash the matching keeps of an identity: the identity's own `hashValue`, or, for the
/// 64-bit integers lists mostly use as identifiers, a mix of the integer computed in place.
extension ListDifference {
    /// How the matching hashes identities of type `ID`: `seed` varies the mix of integer
    /// identities from process to process as `Hasher`'s seed varies `hashValue` (and is fixed
    /// with it under `SWIFT_DETERMINISTIC_HASHING`), so that no list of identifiers chosen in
    /// advance collides.
    @usableFromInline
    struct _IdentityHash {
        @usableFromInline let seed: UInt64

        /// The hashing of this process.
        ///
        /// - Complexity: O(1).
        @inlinable
        init() { seed = UInt64(bitPattern: Int64(0.hashValue)) }

        /// The hash of `key`. For `Int`, `UInt`, `Int64` and `UInt64` identities it is the
        /// integer xored with the seed through the SplitMix64 finalizer (two multiplications
        /// and three shifts, inlined, where `Hasher`'s one-word SipHash is an outlined call
        /// several times as long); every bit of the result depends on every bit of the integer,
        /// which is what the matching's grouping and tags need. Any other type is hashed with
        /// `hashValue`. Which of the two applies is decided by the type, so in code specialized
        /// for it the other branch disappears.
        ///
        /// - Complexity: O(1) for integers; `hashValue`'s otherwise.
        @inlinable @inline(__always)
        func callAsFunction<ID: Hashable>(_ key: ID) -> Int {
            guard ID.self == Int.self || ID.self == UInt.self || ID.self == Int64.self || ID.self == UInt64.self else {
                return key.hashValue
            }
            var x = unsafeBitCast(key, to: UInt64.self) ^ seed
            x = (x ^ (x >> 30)) &* 0xBF58_476D_1CE4_E5B9
            x = (x ^ (x >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int(bitPattern: UInt(x ^ (x >> 31)))
        }
    }
}
