/** /admin/customers reads "Customers - Coming Soon" until the customers screen is built. */
export function CustomersPage() {
  return (
    <section className="flex min-h-[40vh] items-center justify-center rounded-2xl border border-dashed border-stone-300 bg-white p-8">
      <h2 className="text-xl font-semibold text-stone-700">Customers - Coming Soon</h2>
    </section>
  );
}
