import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { EdgeFirewall } from '../constructs/edge-firewall';

export type EdgeStackProps = StackProps & {
  /** exact paths rate-limited per client IP at the edge (sign-in, registration, contact) */
  rateLimitedPaths: readonly string[];
};

/** The region of everything CloudFront uses: its web ACL (its certificate, when given, is made there too). */
export const edgeRegion = 'us-east-1';

/**
 * What CloudFront needs from us-east-1, whatever the region of the rest: the web ACL. Nothing here holds data;
 * the app stack reads the ACL's ARN across regions.
 */
export class EdgeStack extends Stack {
  readonly firewall: EdgeFirewall;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    this.firewall = new EdgeFirewall(this, 'Firewall', { rateLimitedPaths: props.rateLimitedPaths });
  }
}
