import { CtaBand } from '../components/cta-band';
import { PageHero } from '../components/page-hero';
import { feeTables, pricingNotes, transferExamples } from '../content/pricing';
import { usePageMeta } from '../hooks/use-page-meta';

export function PricingPage() {
  usePageMeta(
    'Pricing',
    'Every Owo fee in one place: free Owo transfers, bank transfers for ₦10, ₦25 or ₦50, no convenience fee on bills, rewards on every bill, and dollar card fees.',
  );

  return (
    <>
      <PageHero
        eyebrow="Pricing"
        title="Simple fees, shown before you pay"
        lead="No monthly fees, no minimum balance and no convenience fee on bills. When something does cost money, you see the fee and the total before you enter your PIN."
      />

      <section className="section" aria-label="Fees by product">
        <div className="container pricing-layout">
          <nav className="pricing-toc" aria-label="Fee tables">
            <ul>
              {feeTables.map((table) => (
                <li key={table.id}>
                  <a href={`#${table.id}`}>{table.title}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div className="fee-tables">
            {feeTables.map((table) => (
              <section
                key={table.id}
                id={table.id}
                className="fee-section"
                aria-labelledby={`${table.id}-title`}
              >
                <h2 id={`${table.id}-title`}>{table.title}</h2>
                <p>{table.intro}</p>
                <table className="fee-table">
                  <caption className="visually-hidden">
                    {table.title}
                    {table.columns ? '' : ' fees'}
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">{table.columns?.[0] ?? 'Service'}</th>
                      <th scope="col">{table.columns?.[1] ?? 'Fee'}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {table.rows.map((row) => (
                      <tr key={row.service}>
                        <th scope="row">
                          {row.service}
                          {row.note ? <span className="fee-note">{row.note}</span> : null}
                        </th>
                        <td>{row.fee}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </section>
            ))}

            <section className="fee-section" aria-labelledby="examples-title">
              <h2 id="examples-title">Bank transfer examples</h2>
              <p>What leaves your wallet when you send to an account at another bank.</p>
              <table className="fee-table fee-table-numeric">
                <caption className="visually-hidden">Bank transfer examples</caption>
                <thead>
                  <tr>
                    <th scope="col">You send</th>
                    <th scope="col">Fee</th>
                    <th scope="col">Total debited</th>
                  </tr>
                </thead>
                <tbody>
                  {transferExamples.map((example) => (
                    <tr key={example.amount}>
                      <th scope="row">{example.amount}</th>
                      <td>{example.fee}</td>
                      <td>{example.total}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>

            <section className="fee-section" aria-labelledby="notes-title">
              <h2 id="notes-title">Good to know</h2>
              <dl className="notes">
                {pricingNotes.map((note) => (
                  <div key={note.title}>
                    <dt>{note.title}</dt>
                    <dd>{note.body}</dd>
                  </div>
                ))}
              </dl>
            </section>
          </div>
        </div>
      </section>

      <CtaBand title="Start with ₦0 in fees" />
    </>
  );
}
