import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { FirmViewer, RequestContext } from '../../graphql/context';
import { CurrentFirmViewer } from '../../graphql/decorators';
import { listComplexity } from '../../graphql/limits';
import { PageArgs } from '../../graphql/pagination';
import type { Role } from '../../graphql/roles';
import { SettlementStatement } from '../settlement/settlement.entity';
import { TrustAccount, TrustReconciliation } from './trust.entity';
import { TRUST_READERS, TRUST_WRITERS } from './trust.enums';
import {
  ClearTrustDepositInput,
  CreateTrustAccountInput,
  DisburseStatementInput,
  ImportBankStatementInput,
  ReconciliationBalances,
  ReconciliationItemPage,
  ReconciliationItemsArgs,
  RecordTrustDepositInput,
  RecordTrustDisbursementInput,
  ReverseTrustEntryInput,
  SaveReconciliationInput,
  StartReconciliationInput,
  StatementDisbursement,
  TickReconciliationItemsInput,
  TrustAccountPage,
  TrustJournalArgs,
  TrustJournalEntry,
  TrustJournalPage,
  TrustLedgerEntriesArgs,
  TrustLedgerPage,
  TrustLedgersArgs,
  TrustLedgerSummary,
  TrustReconciliationPage,
  TrustReconciliationsArgs,
  UpdateTrustAccountInput,
} from './trust.inputs';

/** Trust Accounting: accounts, the journal, client ledgers and a statement's payments. */
@Authorized(...TRUST_READERS)
@Resolver(() => TrustAccount)
export class TrustResolver {
  @Query(() => TrustAccountPage, { description: "The firm's trust (IOLTA) accounts with their balances.", complexity: listComplexity })
  trustAccounts(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: PageArgs, @Ctx() ctx: RequestContext): Promise<TrustAccountPage> {
    return ctx.services.trust.accounts(viewer, args);
  }

  @Authorized(...TRUST_WRITERS)
  @Mutation(() => TrustAccount)
  createTrustAccount(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: CreateTrustAccountInput, @Ctx() ctx: RequestContext): Promise<TrustAccount> {
    return ctx.services.trust.createAccount(viewer, input);
  }

  @Authorized(...TRUST_WRITERS)
  @Mutation(() => TrustAccount)
  updateTrustAccount(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: UpdateTrustAccountInput, @Ctx() ctx: RequestContext): Promise<TrustAccount> {
    return ctx.services.trust.updateAccount(viewer, input);
  }

  @Query(() => TrustLedgerPage, { description: 'Client ledgers (per account, case and client) of cases you may open, with balances from the journal.', complexity: listComplexity })
  trustLedgers(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: TrustLedgersArgs, @Ctx() ctx: RequestContext): Promise<TrustLedgerPage> {
    return ctx.services.trust.ledgers(viewer, args);
  }

  @Query(() => TrustLedgerSummary)
  trustLedger(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<TrustLedgerSummary> {
    return ctx.services.trust.ledger(viewer, id);
  }

  @Query(() => TrustJournalPage, { description: "A client ledger's entries, oldest first, with the running balance.", complexity: listComplexity })
  trustLedgerEntries(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: TrustLedgerEntriesArgs, @Ctx() ctx: RequestContext): Promise<TrustJournalPage> {
    return ctx.services.trust.ledgerEntries(viewer, args);
  }

  @Query(() => TrustJournalPage, { description: "A trust account's journal for a period, in date order.", complexity: listComplexity })
  trustJournal(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: TrustJournalArgs, @Ctx() ctx: RequestContext): Promise<TrustJournalPage> {
    return ctx.services.trust.journal(viewer, args);
  }

  @Authorized(...TRUST_WRITERS)
  @Mutation(() => TrustJournalEntry, { description: "Money received into a client's ledger." })
  recordTrustDeposit(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: RecordTrustDepositInput, @Ctx() ctx: RequestContext): Promise<TrustJournalEntry> {
    return ctx.services.trust.deposit(viewer, input);
  }

  @Authorized(...TRUST_WRITERS)
  @Mutation(() => TrustJournalEntry, { description: "Money paid out of a client's ledger; never more than it has available." })
  recordTrustDisbursement(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: RecordTrustDisbursementInput, @Ctx() ctx: RequestContext): Promise<TrustJournalEntry> {
    return ctx.services.trust.disburse(viewer, input);
  }

  @Authorized(...TRUST_WRITERS)
  @Mutation(() => TrustJournalEntry, { description: 'A correcting entry for the opposite amount, naming the entry it reverses.' })
  reverseTrustEntry(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: ReverseTrustEntryInput, @Ctx() ctx: RequestContext): Promise<TrustJournalEntry> {
    return ctx.services.trust.reverse(viewer, input);
  }

  @Authorized(...TRUST_WRITERS)
  @Mutation(() => TrustJournalEntry, { description: 'An uncleared deposit cleared: its funds may be paid out.' })
  clearTrustDeposit(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: ClearTrustDepositInput, @Ctx() ctx: RequestContext): Promise<TrustJournalEntry> {
    return ctx.services.trust.clear(viewer, input);
  }

  @Query(() => StatementDisbursement, { description: 'What a finalized settlement statement pays from trust, and what has been paid.' })
  statementDisbursement(@CurrentFirmViewer() viewer: FirmViewer, @Arg('statementId', () => ID) statementId: string, @Ctx() ctx: RequestContext): Promise<StatementDisbursement> {
    return ctx.services.trust.statementDisbursement(viewer, statementId);
  }

  @Authorized(...TRUST_WRITERS)
  @Mutation(() => StatementDisbursement, { description: "Pays the chosen payments of a finalized statement from its client's ledger, at the statement's amounts: all or none." })
  disburseStatement(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: DisburseStatementInput, @Ctx() ctx: RequestContext): Promise<StatementDisbursement> {
    return ctx.services.trust.disburseStatement(viewer, input);
  }
}

/** A statement's trust payments, beside its figures. */
@Resolver(() => SettlementStatement)
export class StatementTrustResolver {
  @FieldResolver(() => [TrustJournalEntry], { description: 'The trust entries that received or paid this statement (reversals included); empty for roles without trust access.' })
  trustEntries(@CurrentFirmViewer() viewer: FirmViewer, @Root() statement: SettlementStatement, @Ctx() ctx: RequestContext): Promise<TrustJournalEntry[]> | TrustJournalEntry[] {
    if (!(TRUST_READERS as readonly Role[]).includes(viewer.user.role)) return [];
    return ctx.loaders.trustEntriesByStatement.load(statement.id);
  }
}

/** The monthly three-way reconciliation. */
@Authorized(...TRUST_READERS)
@Resolver(() => TrustReconciliation)
export class TrustReconciliationResolver {
  @Query(() => TrustReconciliationPage, { description: "An account's reconciliations, newest month first.", complexity: listComplexity })
  trustReconciliations(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: TrustReconciliationsArgs, @Ctx() ctx: RequestContext): Promise<TrustReconciliationPage> {
    return ctx.services.trustReconciliations.list(viewer, args.accountId, args);
  }

  @Query(() => TrustReconciliation)
  trustReconciliation(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<TrustReconciliation> {
    return ctx.services.trustReconciliations.get(viewer, id);
  }

  @Query(() => ReconciliationItemPage, { description: "The month's entries to tick: outstanding ones and those ticked as cleared.", complexity: listComplexity })
  trustReconciliationItems(@CurrentFirmViewer() viewer: FirmViewer, @Args() args: ReconciliationItemsArgs, @Ctx() ctx: RequestContext): Promise<ReconciliationItemPage> {
    return ctx.services.trustReconciliations.items(viewer, args.reconciliationId, args);
  }

  @FieldResolver(() => ReconciliationBalances)
  balances(@Root() reconciliation: TrustReconciliation, @Ctx() ctx: RequestContext): Promise<ReconciliationBalances> {
    return ctx.services.trustReconciliations.balances(reconciliation);
  }

  @FieldResolver(() => String, { nullable: true })
  closedByName(@Root() reconciliation: TrustReconciliation): string | null {
    return (reconciliation.report as { closedBy?: string } | null)?.closedBy ?? null;
  }

  @Authorized(...TRUST_WRITERS)
  @Mutation(() => TrustReconciliation)
  startTrustReconciliation(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: StartReconciliationInput, @Ctx() ctx: RequestContext): Promise<TrustReconciliation> {
    return ctx.services.trustReconciliations.start(viewer, input);
  }

  @Authorized(...TRUST_WRITERS)
  @Mutation(() => TrustReconciliation, { description: "The bank statement's ending balance." })
  saveTrustReconciliation(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: SaveReconciliationInput, @Ctx() ctx: RequestContext): Promise<TrustReconciliation> {
    return ctx.services.trustReconciliations.save(viewer, input);
  }

  @Authorized(...TRUST_WRITERS)
  @Mutation(() => TrustReconciliation)
  tickTrustReconciliationItems(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: TickReconciliationItemsInput, @Ctx() ctx: RequestContext): Promise<TrustReconciliation> {
    return ctx.services.trustReconciliations.tick(viewer, input);
  }

  @Authorized(...TRUST_WRITERS)
  @Mutation(() => TrustReconciliation, { description: "Reads the bank's CSV of the month, sets the ending balance and ticks the entries its lines match." })
  importBankStatement(@CurrentFirmViewer() viewer: FirmViewer, @Arg('input') input: ImportBankStatementInput, @Ctx() ctx: RequestContext): Promise<TrustReconciliation> {
    return ctx.services.trustReconciliations.importCsv(viewer, input);
  }

  @Authorized(...TRUST_WRITERS)
  @Mutation(() => TrustReconciliation, { description: 'Closes the month when the three balances agree: a permanent report.' })
  closeTrustReconciliation(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Arg('version', () => Int) version: number, @Ctx() ctx: RequestContext): Promise<TrustReconciliation> {
    return ctx.services.trustReconciliations.close(viewer, id, version);
  }

  @Authorized(...TRUST_WRITERS)
  @Mutation(() => Boolean, { description: 'Discards a draft reconciliation.' })
  discardTrustReconciliation(@CurrentFirmViewer() viewer: FirmViewer, @Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    return ctx.services.trustReconciliations.discard(viewer, id);
  }
}
