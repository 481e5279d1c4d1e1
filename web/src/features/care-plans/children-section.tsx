import { useId, useState } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { ChildPlanForm } from './child-plan-form';
import { useLoadedChildren } from './use-loaded-children';
import { PlanView } from './plan-view';
import { SecondaryButton } from '../../components/secondary-button';

/** The parent's Children tab: each child with her care plan, added and changed here. */
export function ChildrenSection() {
  const headingId = useId();
  const { children, multipleChildren, state, load } = useLoadedChildren();
  // null: no form open; 'new': adding; else the child being changed.
  const [editing, setEditing] = useState<string | null>(null);

  return (
    <section className="card" aria-labelledby={headingId}>
      <h2 id={headingId}>Your children</h2>
      <p className="form__hint">
        Each child&apos;s care plan is shown to a nanny once she accepts a booking for that child,
        until 7 days after the session. Before that she sees only ages and section headings.
      </p>
      {state === 'failed' && <LoadFailed what="your children" onRetry={() => void load()} />}
      {state === 'ready' && children.length === 0 && (
        <p>
          {multipleChildren
            ? 'Your profile says more than one child will be in the nanny’s care: add each one here.'
            : 'Add your child and their care plan, so the nanny arrives knowing them.'}
        </p>
      )}
      <ul className="children-list">
        {children.map((child) => (
          <li key={child.id} className="children-list__item">
            <h3>
              {child.name}, {child.age}
            </h3>
            {editing === child.id ? (
              <ChildPlanForm child={child} onDone={() => setEditing(null)} />
            ) : (
              <>
                <PlanView plan={child.plan} generalNotes={child.generalNotes} />
                <SecondaryButton onClick={() => setEditing(child.id)}>
                  Edit {child.name}&apos;s care plan
                </SecondaryButton>
              </>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <ChildPlanForm child={null} onDone={() => setEditing(null)} />
      ) : (
        <button type="button" className="button" onClick={() => setEditing('new')}>
          Add a child
        </button>
      )}
    </section>
  );
}
