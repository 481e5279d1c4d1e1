export function LandingHero() {
  return (
    <div className="landing-hero__text">
      <h2 className="landing-hero__title">
        Everyday care from nannies who understand special needs
      </h2>
      <p className="landing-hero__lede">
        RBT Nanny Connect helps parents of children with special needs find nannies who hold a
        Registered Behavior Technician (RBT) certification. They bring that training to everyday
        caregiving and babysitting: after school, an evening out, a busy weekend.
      </p>
      <p className="notice">
        Nannies on RBT Nanny Connect provide caregiving and babysitting only. They do not provide
        ABA therapy or any other clinical service through the platform.
      </p>
    </div>
  );
}
