/** What a channel admin sees on these pages: the API serves them to the organisation's admins. */
export function OrganisationOnly({ title }: { title: string }) {
  return (
    <div className="container-fluid py-4">
      <h1 className="h3">{title}</h1>
      <p className="text-body-secondary">{title} are managed by your organisation’s admins.</p>
    </div>
  );
}
