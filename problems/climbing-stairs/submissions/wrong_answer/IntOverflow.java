import java.util.Scanner;

// Mistake: the counts are kept in int, which wraps around from n = 46 on.
public class Main {
    public static void main(String[] args) {
        int n = new Scanner(System.in).nextInt();
        int oneBelow = 1;
        int twoBelow = 1;
        for (int step = 2; step <= n; step++) {
            int here = oneBelow + twoBelow;
            twoBelow = oneBelow;
            oneBelow = here;
        }
        System.out.println(oneBelow);
    }
}
