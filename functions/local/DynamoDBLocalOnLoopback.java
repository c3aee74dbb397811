// DynamoDB Local as its own main starts it, with two changes for a developer's machine (functions/local/dynamo.ts
// runs this file with `java`, which compiles it on the fly):
// - it listens on 127.0.0.1 only. Its command line has no bind-address option and its Jetty server is
//   made with `new Server(port)`, which listens on every interface; so the connector's host is set
//   before the server starts. Nothing unauthenticated is offered to the network.
// - it stops when its standard input ends, that is when the process that started it is gone, however
//   it died: a killed stack leaves no DynamoDB Local behind on its files.
import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

public class DynamoDBLocalOnLoopback {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field jetty = DynamoDBProxyServer.class.getDeclaredField("server");
    jetty.setAccessible(true);
    for (Connector connector : ((Server) jetty.get(proxy)).getConnectors()) {
      ((ServerConnector) connector).setHost("127.0.0.1");
    }
    Thread parentWatch = new Thread(() -> {
      try {
        while (System.in.read() != -1) {}
      } catch (java.io.IOException ignored) {
      }
      System.exit(0);
    });
    parentWatch.setDaemon(true);
    parentWatch.start();
    proxy.start();
    System.out.println("DynamoDB Local listening on 127.0.0.1:" + ((ServerConnector) ((Server) jetty.get(proxy)).getConnectors()[0]).getLocalPort());
  }
}
