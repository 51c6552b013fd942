import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, BillingMode, CfnTable, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import { Construct } from 'constructs';
import type { TableDefinition } from '../../../functions/manifest';

type KeyAttribute = TableDefinition['partitionKey'];

export type DataTablesProps = {
  /** the product's tables, described once in functions/platform/table-definitions.ts */
  definitions: readonly TableDefinition[];
};

const attribute = (key: KeyAttribute) => ({
  name: key.name,
  type: key.type === 'S' ? AttributeType.STRING : AttributeType.NUMBER,
});

/**
 * The event store and the read models. Their CloudFormation logical ids are the definitions' names,
 * set explicitly: a logical id derived from the construct path would change with any refactoring of
 * this tree, and CloudFormation would then replace a table full of data.
 */
export class DataTables extends Construct {
  readonly byName: ReadonlyMap<string, Table>;
  readonly eventStore: Table;

  constructor(scope: Construct, id: string, props: DataTablesProps) {
    super(scope, id);
    const byName = new Map<string, Table>();
    let eventStore: Table | undefined;
    for (const definition of props.definitions) {
      const isEventStore = definition.kind === 'event-store';
      const table = new Table(this, definition.name, {
        partitionKey: attribute(definition.partitionKey),
        sortKey: definition.sortKey && attribute(definition.sortKey),
        billingMode: BillingMode.PAY_PER_REQUEST,
        pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
        deletionProtection: true,
        removalPolicy: RemovalPolicy.RETAIN,
        // The stream is how committed changesets reach the bus (no dual write from the command path).
        stream: isEventStore ? StreamViewType.NEW_IMAGE : undefined,
        timeToLiveAttribute: definition.timeToLive,
      });
      for (const [indexName, index] of Object.entries(definition.indexes)) {
        table.addGlobalSecondaryIndex({
          indexName,
          partitionKey: attribute(index.partitionKey),
          sortKey: index.sortKey && attribute(index.sortKey),
          projectionType: index.projection === 'keys-only' ? ProjectionType.KEYS_ONLY : ProjectionType.ALL,
        });
      }
      (table.node.defaultChild as CfnTable).overrideLogicalId(definition.name);
      byName.set(definition.name, table);
      if (isEventStore) eventStore = table;
    }
    if (!eventStore) throw new Error("DataTables: no definition of kind 'event-store'");
    this.byName = byName;
    this.eventStore = eventStore;
  }

  table(name: string): Table {
    const table = this.byName.get(name);
    if (!table) throw new Error(`DataTables: unknown table ${name}`);
    return table;
  }
}
