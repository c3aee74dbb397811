import { Duration, Fn, Stack, Validations, type RemovalPolicy, type SecretValue } from "aws-cdk-lib";
import type { HttpApi, WebSocketStage } from "aws-cdk-lib/aws-apigatewayv2";
import { Certificate } from "aws-cdk-lib/aws-certificatemanager";
import {
  AllowedMethods,
  CacheCookieBehavior,
  CachedMethods,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CloudFrontFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  SecurityPolicyProtocol,
  ViewerProtocolPolicy,
  type BehaviorOptions,
} from "aws-cdk-lib/aws-cloudfront";
import { HttpOrigin, S3BucketOrigin } from "aws-cdk-lib/aws-cloudfront-origins";
import { BlockPublicAccess, Bucket, BucketEncryption, ObjectOwnership, type IBucket } from "aws-cdk-lib/aws-s3";
import { BucketDeployment, CacheControl, Source } from "aws-cdk-lib/aws-s3-deployment";
import { Construct } from "constructs";
import { ORIGIN_SECRET_HEADER } from "../../functions/config.js";
import { nagArnOf, nagEnvironment } from "../nag.js";

/** Paths CloudFront sends to the HTTP API; everything else is the static web client. */
export const apiPathPatterns = {
  dynamic: ["/api/*", "/auth/*", "/g/*", "/join/*", "/cal/*", "/t/*", "/l/*"],
  previews: ["/og/*", "/oembed"],
} as const;

/**
 * A static Preact app that talks only to its own origin: scripts, styles, fonts and XHR from 'self';
 * images also from data:/blob: (generated boards and avatars); no plugins, no framing, no foreign
 * form targets. Preact sets styles through the CSSOM, which style-src does not restrict.
 */
export const contentSecurityPolicy = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "worker-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "upgrade-insecure-requests",
].join("; ");

/**
 * Client routes (no file extension in the last segment) get index.html. Done at the viewer request
 * rather than with error responses, which would also turn the API's own 403/404 JSON into the app.
 */
const spaFallbackCode = `function handler(event) {
  var request = event.request;
  var last = request.uri.substring(request.uri.lastIndexOf('/') + 1);
  if (last.indexOf('.') === -1) {
    request.uri = '/index.html';
  }
  return request;
}`;

export interface WebProps {
  api: HttpApi;
  /** Live game pages (WebSockets): served at /<stage name>, e.g. /live. */
  liveStage: WebSocketStage;
  webDist: string;
  domain?: string;
  certificateArn?: string;
  removalPolicy: RemovalPolicy;
  /** Dev buckets are emptied on teardown; prod keeps them. */
  autoDeleteObjects: boolean;
  /** Where the web bucket's server access logs go (CloudFront's own are edge-logs-stack.ts's). */
  accessLogBucket: IBucket;
  /** The WAF web ACL (scope CLOUDFRONT, so from us-east-1) in front of everything CloudFront serves. */
  webAclArn: string;
  /** Sent to the API as ORIGIN_SECRET_HEADER on every request, replacing any a viewer sent. */
  originSecret: SecretValue;
}

/**
 * The public face: one CloudFront distribution serving the web client from a private bucket (origin
 * access control) and the API on the same host, so session cookies stay first-party.
 */
export class Web extends Construct {
  readonly bucket: Bucket;
  readonly distribution: Distribution;
  /** The address players use: the custom domain, else the CloudFront one. */
  readonly url: string;

  constructor(scope: Construct, id: string, props: WebProps) {
    super(scope, id);

    this.bucket = new Bucket(this, "Bucket", {
      blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
      enforceSSL: true,
      encryption: BucketEncryption.S3_MANAGED,
      objectOwnership: ObjectOwnership.BUCKET_OWNER_ENFORCED,
      removalPolicy: props.removalPolicy,
      autoDeleteObjects: props.autoDeleteObjects,
      serverAccessLogsBucket: props.accessLogBucket,
      serverAccessLogsPrefix: "web-bucket/",
    });

    const securityHeaders = new ResponseHeadersPolicy(this, "SecurityHeaders", {
      comment: "Turnpost security headers",
      securityHeadersBehavior: {
        strictTransportSecurity: {
          accessControlMaxAge: Duration.days(730),
          includeSubdomains: true,
          override: true,
        },
        contentSecurityPolicy: { contentSecurityPolicy, override: true },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy: HeadersReferrerPolicy.STRICT_ORIGIN_WHEN_CROSS_ORIGIN, override: true },
      },
    });

    // The bucket objects carry their own Cache-Control (set by the deployments below); this policy
    // honours it and keeps the cache key to the path.
    const webCache = new CachePolicy(this, "WebCache", {
      comment: "Turnpost web client: TTL from the object's Cache-Control",
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.days(1),
      maxTtl: Duration.days(365),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });
    // Link previews are public (no cookies in the key); the API decides with Cache-Control whether
    // and how long they may be kept.
    const previewCache = new CachePolicy(this, "PreviewCache", {
      comment: "Turnpost link previews: TTL from the API's Cache-Control, keyed by query string",
      minTtl: Duration.seconds(0),
      defaultTtl: Duration.seconds(0),
      maxTtl: Duration.days(1),
      queryStringBehavior: CacheQueryStringBehavior.all(),
      headerBehavior: CacheHeaderBehavior.none(),
      cookieBehavior: CacheCookieBehavior.none(),
      enableAcceptEncodingGzip: true,
      enableAcceptEncodingBrotli: true,
    });

    const spaFallback = new CloudFrontFunction(this, "SpaFallback", {
      comment: "Serve index.html for client routes",
      runtime: FunctionRuntime.JS_2_0,
      code: FunctionCode.fromInline(spaFallbackCode),
    });

    // The HTTP API's endpoint is https://<id>.execute-api.<region>.amazonaws.com; CloudFront wants the host.
    // The secret is a dynamic reference resolved by CloudFormation at deploy time: it is in the
    // distribution's configuration, never in the template.
    const apiOrigin = new HttpOrigin(Fn.select(2, Fn.split("/", props.api.apiEndpoint)), {
      protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      customHeaders: { [ORIGIN_SECRET_HEADER]: props.originSecret.unsafeUnwrap() },
    });
    const dynamic: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_ALL,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      // Cookies, query strings and headers go through; Host must not, or API Gateway rejects the call.
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
    };
    const previews: BehaviorOptions = {
      origin: apiOrigin,
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachedMethods: CachedMethods.CACHE_GET_HEAD,
      cachePolicy: previewCache,
      responseHeadersPolicy: securityHeaders,
    };
    // The WebSocket API at the same host, so the session cookie goes with the handshake. No origin path:
    // the path is the stage's name, so /live?game=… reaches wss://<id>.execute-api…/live, the stage.
    // Every viewer header but Host goes (Sec-WebSocket-*, Origin, Cookie), and the query string.
    const live: BehaviorOptions = {
      origin: new HttpOrigin(Fn.select(2, Fn.split("/", props.liveStage.api.apiEndpoint)), {
        protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
      }),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
      cachePolicy: CachePolicy.CACHING_DISABLED,
      originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
      responseHeadersPolicy: securityHeaders,
    };
    const additionalBehaviors: Record<string, BehaviorOptions> = { [`/${props.liveStage.stageName}`]: live };
    for (const pattern of apiPathPatterns.dynamic) additionalBehaviors[pattern] = dynamic;
    for (const pattern of apiPathPatterns.previews) additionalBehaviors[pattern] = previews;

    this.distribution = new Distribution(this, "Distribution", {
      comment: "Turnpost",
      defaultRootObject: "index.html",
      httpVersion: HttpVersion.HTTP2_AND_3,
      priceClass: PriceClass.PRICE_CLASS_100,
      webAclId: props.webAclArn,
      // Only a custom certificate can raise the TLS floor; the default *.cloudfront.net one is fixed.
      minimumProtocolVersion: props.certificateArn ? SecurityPolicyProtocol.TLS_V1_2_2021 : undefined,
      domainNames: props.domain ? [props.domain] : undefined,
      certificate: props.certificateArn ? Certificate.fromCertificateArn(this, "Certificate", props.certificateArn) : undefined,
      defaultBehavior: {
        origin: S3BucketOrigin.withOriginAccessControl(this.bucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: webCache,
        responseHeadersPolicy: securityHeaders,
        functionAssociations: [{ function: spaFallback, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
      additionalBehaviors,
    });
    Validations.of(this.distribution).acknowledge({
      id: "AwsSolutions-CFR1",
      reason: "Players may be anywhere: no country is refused. Abuse is met by the WAF's per-client rate limits.",
    });
    Validations.of(this.distribution).acknowledge({
      id: "AwsSolutions-CFR3",
      reason:
        "CloudFront logs through standard logging v2 (edge-logs-stack.ts), which cdk-nag does not see: the legacy logging it checks for always records the query string, where tokens travel.",
    });
    if (!props.certificateArn) {
      Validations.of(this.distribution).acknowledge({
        id: "AwsSolutions-CFR4",
        reason:
          "Without a custom domain CloudFront serves its default *.cloudfront.net certificate, whose TLS floor cannot be raised; a stage with a domain gets TLSv1.2_2021.",
      });
    }
    this.url = `https://${props.domain ?? this.distribution.distributionDomainName}`;

    // Hashed bundles never change under their name: cached for a year, and never pruned, so a page
    // loaded before a deploy can still fetch the chunks it references.
    const assets = new BucketDeployment(this, "DeployAssets", {
      sources: [Source.asset(props.webDist)],
      destinationBucket: this.bucket,
      exclude: ["*"],
      include: ["assets/*"],
      prune: false,
      cacheControl: [CacheControl.setPublic(), CacheControl.maxAge(Duration.days(365)), CacheControl.immutable()],
      memoryLimit: 512,
    });
    // Everything else (index.html, icons, manifest, service worker) is revalidated on every load so a
    // deploy shows at once. It goes after the assets it references.
    const pages = new BucketDeployment(this, "DeployPages", {
      sources: [Source.asset(props.webDist)],
      destinationBucket: this.bucket,
      exclude: ["assets/*"],
      prune: true,
      cacheControl: [CacheControl.noCache()],
      memoryLimit: 512,
    });
    pages.node.addDependency(assets);
    acknowledgeBucketDeploymentHandler(assets, this.bucket);
  }
}

/**
 * The findings on the function CDK provides to copy the web build into the bucket: one per stack,
 * outside this construct, its code and role written by CDK. It runs only during a deployment.
 */
function acknowledgeBucketDeploymentHandler(deployment: BucketDeployment, bucket: Bucket) {
  const { region, account } = nagEnvironment(deployment);
  Validations.of(deployment.handlerRole).acknowledge(
    {
      id: "AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]",
      reason: "CDK's BucketDeployment handler role: CDK attaches this policy for its logs; the handler runs only during deployments.",
    },
    ...["Action::s3:GetObject*", "Action::s3:GetBucket*", "Action::s3:List*", "Action::s3:DeleteObject*", "Action::s3:Abort*"].map(
      (finding) => ({
        id: `AwsSolutions-IAM5[${finding}]`,
        reason:
          "CDK's BucketDeployment grants itself read on the asset and read-write on the web bucket with these action groups; it must list, copy and prune the build.",
      }),
    ),
    ...[`Resource::arn:<AWS::Partition>:s3:::cdk-hnb659fds-assets-${account}-${region}/*`, `Resource::${nagArnOf(bucket)}/*`].map(
      (finding) => ({
        id: `AwsSolutions-IAM5[${finding}]`,
        reason:
          "The objects of the CDK asset bucket and of the web bucket: the build's files are not known by name when the policy is written.",
      }),
    ),
  );
  const handler = Stack.of(deployment).node.children.find((child) => child.node.id.startsWith("Custom::CDKBucketDeployment"))!;
  Validations.of(handler).acknowledge({
    id: "AwsSolutions-L1",
    reason: "CDK's BucketDeployment handler: CDK chooses and updates its runtime, and it runs only during deployments.",
  });
}
