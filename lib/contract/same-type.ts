// A compile-time guard for reply types kept by hand beside their zod schema: `sameType<A, B>()`
// fails `tsc` as soon as the two drift apart (a field added to one only, optional in one only…).

/** Intersections flattened, nested objects included, so `A & B` compares equal to `{...A, ...B}`. */
type Flat<T> = T extends (infer U)[] ? Flat<U>[] : T extends object ? { [K in keyof T]: Flat<T[K]> } : T;

/** true only when A and B are the same type (TypeScript's own identity check, not assignability). */
type Same<A, B> = (<T>() => T extends Flat<A> ? 1 : 2) extends <T>() => T extends Flat<B> ? 1 : 2 ? true : false;

/** Call with both types: `sameType<User, z.output<typeof userSchema>>(true)`. Does nothing at run time. */
export function sameType<A, B>(proof: Same<A, B>): void {
  void proof;
}
