import type { AppModule } from '../../http/app-module';
import { Invoice, InvoiceCounter, InvoiceLine, Payment } from './invoice.entity';
import { invoicePdfHandler, invoicesExportHandler, invoicesLedesHandler } from './invoice.export';
import { createInvoiceLoaders } from './invoice.loaders';
import { InvoiceLineResolver, InvoiceResolver, PaymentResolver } from './invoice.resolver';
import type { InvoiceService } from './invoice.service';

declare module '../../graphql/context' {
  interface AppServices {
    invoices: InvoiceService;
  }
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- the module's loaders, merged into the context's
  interface AppLoaders extends ReturnType<typeof createInvoiceLoaders> {}
}

/** Invoices, their lines and payments; CSV, LEDES and PDF; overdue notices. */
export const invoicesModule: AppModule = {
  name: 'invoices',
  entities: [Invoice, InvoiceLine, Payment, InvoiceCounter],
  resolvers: [InvoiceResolver, InvoiceLineResolver, PaymentResolver],
  loaders: ({ services }, viewer) => createInvoiceLoaders(services.invoices, viewer),
  routes: [
    { method: 'get', path: '/api/export/invoices', access: { who: 'firmStaff', permission: 'seeBilling' }, handler: ({ services }) => invoicesExportHandler(services) },
    { method: 'get', path: '/api/export/invoices/ledes', access: { who: 'firmStaff', permission: 'seeBilling' }, handler: ({ services }) => invoicesLedesHandler(services) },
    { method: 'get', path: '/api/invoices/:id/pdf', access: { who: 'firmStaff', permission: 'seeBilling' }, handler: ({ services }) => invoicePdfHandler(services) },
  ],
  jobs: [{ name: 'Overdue invoice notices', cadence: 'daily', run: ({ services }) => services.invoices.sendOverdueNotices() }],
};
