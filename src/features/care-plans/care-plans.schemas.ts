import { Type, type Static } from '@sinclair/typebox';

// The schema bounds stop absurd bodies; the product's limits (and messages) are the rules'
// (src/shared/care-plans.ts), checked by the decider.
const Text = Type.String({ maxLength: 10_000 });
const Field = Type.String({ maxLength: 1000 });

export const CarePlanBody = Type.Object({
  communication: Text,
  triggers: Text,
  routines: Text,
  sensory: Text,
  allergies: Text,
  medications: Type.Array(
    Type.Object({ name: Field, dose: Field, time: Field, mayGive: Type.Boolean() }),
    { maxItems: 100 },
  ),
  emergencySteps: Text,
  emergencyContacts: Type.Array(Type.Object({ name: Field, relation: Field, phone: Field }), {
    maxItems: 100,
  }),
});

export const ChildBody = Type.Object({
  name: Type.String({ maxLength: 1000 }),
  age: Type.Integer({ minimum: -1000, maximum: 1000 }),
  plan: CarePlanBody,
});

export const ChildView = Type.Object({
  id: Type.String(),
  name: Type.String(),
  age: Type.Integer(),
  version: Type.Integer(),
  plan: CarePlanBody,
  /** The family's "Special Considerations" from before care plans: her first child's only. */
  generalNotes: Type.Union([Type.String(), Type.Null()]),
  updatedAt: Type.String(),
});
export type ChildView = Static<typeof ChildView>;

export const ChildrenReply = Type.Object({
  message: Type.Optional(Type.String()),
  children: Type.Array(ChildView),
  /** Her profile's "Multiple Children" tick, from before children were added one by one. */
  multipleChildren: Type.Boolean(),
});
