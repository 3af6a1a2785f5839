/** The store's logo and name at the top of a guest screen. */
export function GuestScreenHeader({ store }: { store: { name: string; logo: string | null } }) {
  return (
    <header className="opentab-guest-header">
      {store.logo ? <img className="opentab-guest-logo" src={store.logo} alt="" /> : null}
      <h1 className="opentab-guest-store">{store.name}</h1>
    </header>
  );
}
